import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OFFICIAL_SOURCES } from '../lib/landing-content.ts';
import { SourceIcon } from './feature-icons.tsx';
import section from './landing-section.module.css';
import classes from './official-sources.module.css';

/** The seven official sources (spec §1), each with what the service reads from it. */
export function OfficialSources() {
  const { t } = useTranslation();
  return (
    <section className={section.section} aria-labelledby="sources-title">
      <Container size="lg">
        <header className={section.header}>
          <Title order={2} id="sources-title" className={section.heading}>
            {t('landing-sections.sources.title')}
          </Title>
          <p className={section.lead}>{t('landing-sections.sources.lead')}</p>
        </header>
        <ul className={section.grid}>
          {OFFICIAL_SOURCES.map((source) => (
            <li key={source}>
              <article className={`${section.card} ${classes.card}`}>
                <span className={section.cardIcon}>
                  <SourceIcon />
                </span>
                <div>
                  <h3 className={section.cardTitle}>{t(`landing-sections.sources.items.${source}.name`)}</h3>
                  <p className={classes.fullName}>{t(`landing-sections.sources.items.${source}.full`)}</p>
                  <p className={section.cardText}>{t(`landing-sections.sources.items.${source}.text`)}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
