import { AboutProject } from './about-project.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { OfficialSources } from './official-sources.tsx';

/**
 * The landing's sections below the banner, loaded as their own chunk: the feature cards quote the
 * size of the reliability catalogue, and importing it brings the whole catalogue (about 20 KB
 * gzip) along, which the first paint of the search does not need.
 */
export function LandingDetails() {
  return (
    <>
      <FeatureCards />
      <OfficialSources />
      <AboutProject />
    </>
  );
}
