import { Link, NavLink, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { mainNavigation } from '../../../domain/catalogue/site';
import { useInstituteName } from '~/i18n/catalogue';
import type { InstituteIdentity } from '~/utils/procedure-outputs';
import { CloseIcon, MenuIcon } from './icons';
import { useLocalePath } from '~/i18n/use-language';
import { useTranslation } from '~/i18n/translation';
import { LanguageSwitch } from './LanguageSwitch';
import { InstituteLogo } from './Logo';
import styles from './SiteHeader.module.css';

/**
 * Flips the menu button's `aria-expanded` on a tap that comes before the page
 * has hydrated: public pages paint before their scripts load (decision 032),
 * and on a slow link the button is on screen for seconds before React is.
 * The stylesheet shows the navigation from that attribute alone; once
 * hydrated, the header marks the button and React's own handler takes over.
 */
const beforeHydrationToggle =
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-menu-toggle]');" +
  "if(b&&!b.hasAttribute('data-hydrated'))b.setAttribute('aria-expanded',b.getAttribute('aria-expanded')==='true'?'false':'true')})";

/**
 * The site header: the admissions notice, the logo and the main navigation.
 * On phones the navigation folds behind a menu button; without JavaScript a
 * <noscript> style (see root.tsx) shows it unfolded and hides the button.
 */
export function SiteHeader({ admissionSession, identity }: { admissionSession: string; identity: InstituteIdentity }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const brandName = useInstituteName(identity.shortName || identity.name);

  // Close the menu whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);
  // Hydrated: the early script stops, and a menu it opened stays open (this
  // runs after the effect above, which also runs once at hydration).
  useEffect(() => {
    const toggle = toggleRef.current;
    if (!toggle) return;
    toggle.dataset.hydrated = '';
    if (toggle.getAttribute('aria-expanded') === 'true') setOpen(true);
  }, []);

  return (
    <header
      className={styles.header}
      data-site-header=""
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <div className={styles.notice}>
        <div className={`container ${styles.noticeInner}`}>
          <span className={styles.noticeDot} aria-hidden="true" />
          <p>
            <strong>{t('header.admissionsOpen', { session: admissionSession })}</strong>
            <span className={styles.noticeExtra}>{t('header.courses')}</span>{' '}
            {/* To the form itself, not the top of the page three screens above it. */}
            <Link to={`${localePath('/admissions')}#apply`} className={styles.noticeLink}>
              {t('header.applyNow')}
              <span className="visually-hidden">{t('header.applyNowSession', { session: admissionSession })}</span>
            </Link>
          </p>
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Link to={localePath('/')} className={styles.brand}>
          <InstituteLogo url={identity.logoUrl} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{brandName}</span>{' '}
            {identity.tagline ? <span className={styles.brandSub}>{identity.tagline}</span> : null}
            <span className="visually-hidden">{t('header.home')}</span>
          </span>
        </Link>
        <LanguageSwitch className={styles.language} />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-nav"
          data-menu-toggle=""
          onClick={() => setOpen((value) => !value)}
        >
          {/* Both drawn; the stylesheet shows the one for aria-expanded. */}
          <span className={styles.iconClosed}>
            <MenuIcon />
          </span>
          <span className={styles.iconOpen}>
            <CloseIcon />
          </span>
          <span className={styles.toggleLabel}>{t('header.menu')}</span>
        </button>
        {/*
          Without JavaScript the button above does nothing and is hidden; this
          link takes its place (noScriptNavStyle) and opens the menu through
          #site-nav:target, so the menu stays folded and an answer page opens
          with its result in the first screen, not below nine links.
        */}
        <a href="#site-nav" className={`${styles.toggle} ${styles.menuLink}`} data-menu-link="">
          <MenuIcon />
          <span className={styles.toggleLabel}>{t('header.menu')}</span>
        </a>
        <nav id="site-nav" aria-label={t('header.mainNavigation')} className={styles.nav} data-site-nav="">
          <ul className={styles.navList}>
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={localePath(item.to)}
                  end={item.to === '/'}
                  prefetch="intent"
                  className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
                  onClick={() => setOpen(false)}
                >
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/**
 * Shown only without JavaScript: on a phone the menu button is replaced by a
 * link to #site-nav, and the navigation stays folded until that link makes it
 * the :target (unfolded by default it was nine links, a whole 360 × 740
 * screen, above every result and error). The header is not sticky: an open
 * menu would cover most of the screen.
 */
export const noScriptNavStyle =
  '[data-menu-toggle]{display:none!important}' +
  '@media (max-width:67.99rem){[data-menu-link]{display:inline-flex!important}' +
  '[data-site-nav]:target{display:block!important;position:static!important;box-shadow:none!important;width:100%!important}}' +
  '[data-site-header]{position:static!important}html{scroll-padding-top:0.5rem!important}';

/** The script of `beforeHydrationToggle`, placed right after the header (root.tsx). */
export function MenuToggleBeforeHydration({ nonce }: { nonce: string }) {
  return (
    <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: beforeHydrationToggle }} />
  );
}
