import { Button, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './compass-banner.module.css';
import { CompassMark } from './compass-mark.tsx';

const POINTS = ['status', 'debts', 'risk'] as const;

interface TCompassBannerProps {
  /** Takes the reader to the hero search and puts the cursor in it. */
  onStart: () => void;
}

/** The landing's banner under the search: why to check a counterparty before a deal. */
export function CompassBanner({ onStart }: TCompassBannerProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="compass-title">
      <Container size="lg">
        <div className={classes.banner}>
          <CompassMark />
          <div className={classes.body}>
            <p className={classes.eyebrow}>{t('landing-sections.banner.eyebrow')}</p>
            <Title order={2} id="compass-title" className={classes.title}>
              {t('landing-sections.banner.title')}
            </Title>
            <p className={classes.text}>{t('landing-sections.banner.text')}</p>
            <ul className={classes.points}>
              {POINTS.map((point) => (
                <li key={point}>{t(`landing-sections.banner.points.${point}`)}</li>
              ))}
            </ul>
            <Button size="md" onClick={onStart} className={classes.action}>
              {t('landing-sections.banner.action')}
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
