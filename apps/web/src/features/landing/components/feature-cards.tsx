import { Container, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';
import { LANDING_FEATURES, RELIABILITY_CLAIM, type TLandingFeature } from '../lib/landing-content.ts';
import classes from './feature-cards.module.css';
import { FeatureIcon } from './feature-icons.tsx';
import section from './landing-section.module.css';

/** The nine things the service does (spec §1), each leading to where it lives. */
export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <section className={section.section} data-tone="white" aria-labelledby="features-title">
      <Container size="lg">
        <header className={section.header}>
          <Title order={2} id="features-title" className={section.heading}>
            {t('landing-sections.features.title')}
          </Title>
          <p className={section.lead}>{t('landing-sections.features.lead')}</p>
        </header>
        <ul className={section.grid}>
          {LANDING_FEATURES.map((feature) => (
            <li key={feature.key}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function FeatureCard({ feature }: { feature: TLandingFeature }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const authDialog = useAuthDialog();
  const { key, target } = feature;
  const titleId = `feature-${key}`;

  // A profile page would send a signed-out visitor straight back here; offer to sign in instead.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (target.needsSignIn && !signedIn) {
      event.preventDefault();
      authDialog.open('signIn');
    }
  };

  return (
    <article className={`${section.card} ${classes.card}`} aria-labelledby={titleId}>
      <div className={classes.top}>
        <span className={section.cardIcon}>
          <FeatureIcon feature={key} />
        </span>
      </div>
      <h3 id={titleId} className={section.cardTitle}>
        {t(`landing-sections.features.items.${key}.title`)}
      </h3>
      <p className={section.cardText}>{t(`landing-sections.features.items.${key}.text`, RELIABILITY_CLAIM)}</p>
      <div className={classes.foot}>
        <Link to={target.href} className={classes.link} onClick={onClick} aria-describedby={titleId}>
          {t(`landing-sections.features.${target.action}`)}
        </Link>
      </div>
    </article>
  );
}
