import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { galleryFilters, parseGalleryCategory, useGalleryFilterLabel } from '~/utils/gallery';
import { useLocalePath } from '~/i18n/use-language';
import { PageHero } from '~/components/site/PageHero';
import styles from '~/components/site/Gallery.module.css';
import { pageMeta } from '~/utils/seo';
import { parseGalleryPage } from '../../domain/schemas/gallery';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const category = parseGalleryCategory(query.get('category'));
  const page = parseGalleryPage(query.get('page'));
  const list = await context.api.gallery.list({ category, page });
  // Past the last page: a 404 (never cached), not an empty page per number.
  if (page > 1 && list.items.length === 0) throw new Response('Not Found', { status: 404 });
  return {
    category,
    page,
    total: list.total,
    hasMore: page * list.pageSize < list.total,
    items: list.items.map((item) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      category: item.category,
      image: item.image,
    })),
  };
}

export const meta = pageMeta('gallery', '/gallery');

/** How many images are likely above the fold and load at once: the first row on a phone. */
const eagerCount = 2;
/**
 * The slot each picture fills, as Gallery.module.css lays the grid out: two
 * columns under 40rem (half the width less the 1rem page padding each side and the 0.75rem gap),
 * two from 40rem, three 22rem columns from 64rem. On a phone this picks the
 * 480 px variant, not the 960 px one a full-width picture needed.
 */
const thumbnailSizes = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, calc(50vw - 1.375rem)';

export default function Gallery() {
  const { category, page, total, hasMore, items } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const filterLabel = useGalleryFilterLabel();
  const activeLabel = filterLabel(category);
  // Plain links (no JavaScript needed) that keep the filter.
  const pageHref = (n: number) => {
    const query = new URLSearchParams();
    if (category) query.set('category', category);
    if (n > 1) query.set('page', String(n));
    const search = query.toString();
    return localePath(search ? `/gallery?${search}` : '/gallery');
  };
  return (
    <main>
      <PageHero title={t('gallery.title')} lead={t('gallery.lead')} compact />
      <section className="section" aria-labelledby="gallery-results">
        <div className="container">
          <nav aria-label={t('gallery.categories')} className={styles.filters}>
            <ul>
              {galleryFilters.map((filter) => {
                const isActive = filter === category;
                return (
                  <li key={filter ?? 'all'}>
                    <Link
                      to={localePath(filter ? `/gallery?category=${filter}` : '/gallery')}
                      preventScrollReset
                      className={`${styles.filter} ${isActive ? styles.filterActive : ''}`}
                      aria-current={isActive ? 'page' : undefined}
                    >
                      {filterLabel(filter)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <h2 id="gallery-results" className={styles.resultsHeading}>
            {category ? activeLabel : t('gallery.allPhotos')}{' '}
            <span className={styles.count}>({t(total === 1 ? 'gallery.onePhoto' : 'gallery.photos', { number: total })})</span>
          </h2>
          {items.length === 0 ? (
            <div className={styles.empty}>
              <svg viewBox="0 0 120 90" width="120" height="90" aria-hidden="true" focusable="false">
                <rect x="8" y="14" width="104" height="68" rx="10" fill="#e8f1fa" />
                <circle cx="40" cy="40" r="10" fill="#f5b700" />
                <path d="M16 74l28-26 18 16 14-12 28 22z" fill="#9db8d6" />
              </svg>
              <h3>{t('gallery.emptyTitle')}</h3>
              <p>{category ? t('gallery.emptyText', { what: activeLabel.toLowerCase() }) : t('gallery.emptyTextAll')}</p>
              {category ? (
                <Link to={localePath('/gallery')} className="btn">
                  {t('gallery.seeAll')}
                </Link>
              ) : null}
            </div>
          ) : (
            <ul className={styles.grid}>
              {items.map((item, index) => (
                <li key={item.id} className={styles.item}>
                  <figure>
                    {/* A thumbnail: tapping it opens the picture itself, 960 px wide (the JPEG every browser shows). */}
                    <a href={item.image.src} className={styles.open}>
                      <img
                        src={item.image.src}
                        srcSet={item.image.srcSet}
                        sizes={thumbnailSizes}
                        width={item.image.width}
                        height={item.image.height}
                        alt={item.title}
                        loading={index < eagerCount ? 'eager' : 'lazy'}
                        decoding={index < eagerCount ? 'sync' : 'async'}
                        // The first pictures are the largest paint on a phone: fetched
                        // ahead of the scripts. (React 18 passes the lower-case attribute through.)
                        {...(index < eagerCount ? { fetchpriority: 'high' } : {})}
                      />
                    </a>
                    <figcaption>
                      <span className={styles.tag}>{filterLabel(item.category)}</span>
                      <strong>{item.title}</strong>
                      <span className={styles.description}>{item.description}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
          {page > 1 || hasMore ? (
            <nav aria-label={t('gallery.pages')} className={styles.pager}>
              {page > 1 ? (
                <Link to={pageHref(page - 1)} rel="prev" className="btn">
                  {t('gallery.previous')}
                </Link>
              ) : null}
              {hasMore ? (
                <Link to={pageHref(page + 1)} rel="next" className="btn">
                  {t('gallery.more')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
