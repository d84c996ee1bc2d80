import { useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import type { RootData } from '~/root';
import { telHref } from '../../../domain/catalogue/site';
import type { CentreContact } from '~/utils/procedure-outputs';
import { ArrowIcon, PinIcon } from './icons';
import ui from './content.module.css';
import { isHeadquarters, useCatalogue } from '~/i18n/catalogue';

type Centre = ReturnType<typeof useCatalogue>['centreDetails'][number];

/**
 * One centre's card: its kind, name, distance, address and phone once staff
 * set them, and its map link; the centres page adds a note and the hours.
 */
export function CentreCard(props: {
  centre: Centre;
  contact: CentreContact | undefined;
  heading: React.ReactNode;
  /** The centre's photo, on the centres page once staff published one. */
  photo?: React.ReactNode;
  note?: React.ReactNode;
  hours?: React.ReactNode;
}) {
  const { centre, contact } = props;
  const { t } = useTranslation();
  return (
    <li className={ui.centreCard}>
      {props.photo}
      <div className={ui.centreTop}>
        <span className={isHeadquarters(centre.id) ? ui.pillAccent : ui.pill}>{centre.kind}</span>
        <span className={ui.centreIcon}>
          <PinIcon />
        </span>
      </div>
      {props.heading}
      <p style={{ margin: 0, fontWeight: 600 }}>{centre.distance ?? t('centres.inDistrictTown')}</p>
      {props.note}
      {contact?.address ? <address>{contact.address}</address> : null}
      {contact?.phone ? (
        <p style={{ margin: 0 }}>
          {t('centres.phone')} <a href={telHref(contact.phone)}>{contact.phone}</a>
        </p>
      ) : null}
      {props.hours}
      {contact?.mapUrl ? (
        <a className={ui.cardLink} href={contact.mapUrl} rel="noopener" target="_blank">
          {t('centres.viewOnMap', { place: t(`vocabulary.centres.${centre.id}`) })}
          <span className="visually-hidden">{t('centres.newTab')}</span>
          <ArrowIcon />
        </a>
      ) : null}
    </li>
  );
}

/** The three centre cards, each with its address and map link once staff set them. */
export function CentreCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const contacts: CentreContact[] = useRouteLoaderData<RootData>('root')?.identity.centres ?? [];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const { centreDetails } = useCatalogue();
  return (
    <ul className={ui.grid3} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {centreDetails.map((centre) => (
        <CentreCard
          key={centre.id}
          centre={centre}
          contact={contacts.find((entry) => entry.id === centre.id)}
          heading={<Heading>{t(`vocabulary.centres.${centre.id}`)}</Heading>}
        />
      ))}
    </ul>
  );
}
