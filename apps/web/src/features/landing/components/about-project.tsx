import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sections } from '../../../config/paths.ts';
import { ABOUT_POINTS } from '../lib/landing-content.ts';
import classes from './about-project.module.css';
import { PointIcon } from './feature-icons.tsx';
import section from './landing-section.module.css';

/** "О проекте": the menu's `#about-section` target, five points about who it serves and how. */
export function AboutProject() {
  const { t } = useTranslation();
  return (
    <section id={sections.about} className={section.section} data-tone="white" aria-labelledby="about-title">
      <Container size="lg" className={classes.layout}>
        <header className={classes.intro}>
          <Title order={2} id="about-title" className={section.heading}>
            {t('landing-sections.about.title')}
          </Title>
          <p className={section.lead}>{t('landing-sections.about.lead')}</p>
        </header>
        <ol className={classes.points}>
          {ABOUT_POINTS.map((point) => (
            <li key={point} className={classes.point}>
              <span className={classes.icon}>
                <PointIcon />
              </span>
              <div>
                <h3 className={section.cardTitle}>{t(`landing-sections.about.items.${point}.title`)}</h3>
                <p className={section.cardText}>{t(`landing-sections.about.items.${point}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
