import { Link } from '@remix-run/react';
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
 * The courses as a grid to scan: one column on a phone, up to four on a wide
 * screen. It was a sideways rail, one card at a time on a phone, where 17
 * diplomas took 16 swipes to see and could not be compared; the grid needs no
 * script at all.
 */
export function CourseGrid({ id, title, courses }: { id: string; title: string; courses: CourseCardData[] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <div className={styles.rail}>
      <p className={styles.hint}>{t('courseCard.hint', { number: courses.length })}</p>
      <ul id={id} className={styles.scroller} aria-label={title} data-course-rail="">
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
