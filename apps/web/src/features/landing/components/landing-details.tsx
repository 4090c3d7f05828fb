import { AboutProject } from './about-project.tsx';
import { CompassBanner } from './compass-banner.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { OfficialSources } from './official-sources.tsx';

/**
 * The landing's sections below the hero, loaded as their own chunk with their texts (the
 * `landing-sections` area): the first paint of the search needs none of them, and the feature
 * cards quote the size of the reliability catalogue, whose import brings the whole catalogue
 * (about 20 KB gzip) along.
 */
export function LandingDetails({ onStart }: { onStart: () => void }) {
  return (
    <>
      <CompassBanner onStart={onStart} />
      <FeatureCards />
      <OfficialSources />
      <AboutProject />
    </>
  );
}
