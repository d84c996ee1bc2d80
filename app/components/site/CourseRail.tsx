import { Link } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/translation';
import { ArrowIcon } from './icons';
import styles from './CourseRail.module.css';
import { useLocalePath } from '~/i18n/use-language';
import { langOf } from '../../../domain/content-language';

export interface CourseCardData {
  code: string;
  courseId: string;
  name: string;
  summary: string;
  eligibility: string;
  /** Fields shown in English on a Hindi page (decision 071). */
  english?: string[];
  href: string;
  hasSyllabus: boolean;
}

/**
 * A horizontally scrolling row of course cards: native swipe and scroll on
 * phones, keyboard scrolling (the region is focusable), and previous/next
 * buttons that work once JavaScript has loaded.
 */
export function CourseRail({ id, title, courses }: { id: string; title: string; courses: CourseCardData[] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const scrollerRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false, ready: false });

  const update = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 2,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2,
      ready: true,
    });
  }, []);

  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);

  const scroll = (direction: 1 | -1) => {
    const el = scrollerRef.current;
    if (!el) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.85, 240), behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.rail}>
      <div className={styles.controls}>
        <p className={styles.hint}>{t('courseCard.hint', { number: courses.length })}</p>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={id}
            aria-label={t('courseCard.scrollLeft', { title })}
            disabled={!edges.ready || edges.start}
            onClick={() => scroll(-1)}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={id}
            aria-label={t('courseCard.scrollRight', { title })}
            disabled={!edges.ready || edges.end}
            onClick={() => scroll(1)}
          >
            <ArrowIcon />
          </button>
        </div>
      </div>
      <ul
        id={id}
        ref={scrollerRef}
        className={styles.scroller}
        onScroll={update}
        tabIndex={0}
        aria-label={title}
        data-course-rail=""
      >
        {courses.map((course) => (
          <li key={course.code} className={styles.card} data-course-card="">
            <div className={styles.cardTop}>
              <span className={styles.code}>{course.code}</span>
              <span className={styles.id}>{course.courseId}</span>
            </div>
            <h3 className={styles.name} lang={langOf(course.english, 'name')}>
              {course.name}
            </h3>
            <p className={styles.summary} lang={langOf(course.english, 'summary')}>
              {course.summary}
            </p>
            <p className={styles.meta}>
              <span>{t('courseCard.hours')}</span>
              <span>{t('courseCard.credits')}</span>
            </p>
            <p className={styles.eligibility}>
              <strong>{t('courseCard.eligibility')}</strong>{' '}
              <span lang={langOf(course.english, 'eligibility')}>{course.eligibility}</span>
            </p>
            <Link to={localePath(course.href)} className={styles.more} prefetch="intent">
              {t('courseCard.learnMore')}
              <span className="visually-hidden">{t('courseCard.learnMoreAbout', { name: course.name })}</span>
              <ArrowIcon />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
