import { centreDetails } from '../../../domain/catalogue/site';
import { ArrowIcon, PinIcon } from './icons';
import ui from './content.module.css';

/** The three centre cards, each with its address and a map link. */
export function CentreCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={ui.grid3} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {centreDetails.map((centre) => (
        <li key={centre.id} className={ui.centreCard}>
          <div className={ui.centreTop}>
            <span className={centre.kind === 'Headquarters' ? ui.pillAccent : ui.pill}>{centre.kind}</span>
            <span className={ui.centreIcon}>
              <PinIcon />
            </span>
          </div>
          <Heading>{centre.place}</Heading>
          <p style={{ margin: 0, fontWeight: 600 }}>{centre.distance ?? 'In the district town'}</p>
          <address>{centre.address}</address>
          <a className={ui.cardLink} href={centre.mapUrl} rel="noopener" target="_blank">
            View {centre.place} on the map
            <span className="visually-hidden"> (opens in a new tab)</span>
            <ArrowIcon />
          </a>
        </li>
      ))}
    </ul>
  );
}
