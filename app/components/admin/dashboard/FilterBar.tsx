// Search, filters and sort of the dashboard's current tab. Every choice is
// written to the URL, so a filtered page can be bookmarked or shared.
import { Button, Collapse, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { filterOptions } from './filter-options';
import { filterKeys, type CourseChoice, type Tab, type Update } from './url-state';

export function FilterBar(props: {
  tab: Tab;
  params: URLSearchParams;
  update: Update;
  courses: CourseChoice[];
  /** On a phone the filters fold into a panel under a Filters button; the search stays open. */
  phone: boolean;
  /** The tab's counts, shown at the top of the folded panel on a phone. */
  counts: ReactNode;
}) {
  const { tab, params, update, phone } = props;
  // The box follows the URL when the URL's q changes (back, Clear filters),
  // not on every re-render.
  const urlQ = params.get('q') ?? '';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [q, setQ] = useState(urlQ);
  const [shownUrlQ, setShownUrlQ] = useState(urlQ);
  if (urlQ !== shownUrlQ) {
    setShownUrlQ(urlQ);
    setQ(urlQ);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field's own value: right even if it was typed before hydration.
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setQ(typed);
    update({ q: typed || null });
  };
  const select = (key: string) => ({
    value: params.get(key) ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => update({ [key]: event.currentTarget.value || null }),
  });
  const sortValue = params.get('sort') ? `${params.get('sort')}:${params.get('sortDir') ?? ''}` : '';
  const options = filterOptions(tab);
  const anyFilter = filterKeys.some((key) => params.get(key));
  const setCount = filterKeys.filter((key) => key !== 'q' && key !== 'page' && key !== 'pageSize' && params.get(key)).length;
  return (
    <Paper withBorder p="sm" bg="white">
      {/* A plain GET form too, so a search typed before the script loads still works. */}
      <form onSubmit={submit} role="search" method="get">
        {[...params.entries()]
          .filter(([key]) => key !== 'q' && key !== 'page')
          .map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search"
            placeholder={tab === 'enquiries' ? 'Name, mobile or email' : 'Name, reference ID, mobile, email or UTR'}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            w={{ base: '100%', sm: 300 }}
            name="q"
          />
          <Button type="submit" variant="light">
            Search
          </Button>
          {phone ? (
            <Button variant="default" onClick={() => setFiltersOpen(!filtersOpen)} aria-expanded={filtersOpen}>
              Filters{setCount > 0 ? ` (${setCount})` : ''}
            </Button>
          ) : null}
        </Group>
        <Collapse in={!phone || filtersOpen}>
          {props.counts ? (
            <Stack gap="xs" mt="sm">
              {props.counts}
            </Stack>
          ) : null}
          <Group align="flex-end" gap="sm" wrap="wrap" mt="sm">
            <NativeSelect label="Status" data={options.status} {...select('status')} />
            {tab === 'enquiries' ? (
              <NativeSelect label="Subject" data={options.subject} {...select('subject')} />
            ) : (
              <>
                <NativeSelect label="Centre" data={options.centre} {...select('centre')} />
                <NativeSelect label="Program type" data={options.program} {...select('program')} />
                <NativeSelect label="Payment" data={options.payment} {...select('payment')} />
                <NativeSelect
                  label="Course"
                  data={[
                    { value: '', label: 'All' },
                    ...props.courses
                      .filter((c) => !params.get('program') || c.level === params.get('program'))
                      .map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` })),
                  ]}
                  {...select('course')}
                  w={{ base: '100%', sm: 220 }}
                />
              </>
            )}
            <TextInput
              label="From"
              type="date"
              value={params.get('from') ?? ''}
              onChange={(e) => update({ from: e.currentTarget.value || null })}
            />
            <TextInput
              label="To"
              type="date"
              value={params.get('to') ?? ''}
              onChange={(e) => update({ to: e.currentTarget.value || null })}
            />
            <NativeSelect
              label="Sort"
              value={sortValue}
              onChange={(event) => {
                const [sort, sortDir] = event.currentTarget.value.split(':');
                update({ sort: sort || null, sortDir: sortDir || null });
              }}
              data={options.sort}
            />
            {anyFilter ? (
              <Button variant="subtle" onClick={() => update(Object.fromEntries(filterKeys.map((key) => [key, null])))}>
                Clear filters
              </Button>
            ) : null}
          </Group>
        </Collapse>
      </form>
    </Paper>
  );
}
