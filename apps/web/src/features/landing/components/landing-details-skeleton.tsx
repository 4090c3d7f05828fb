import { Container, Skeleton } from '@mantine/core';
import section from './landing-section.module.css';

const CARDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

/** Holds the place of the feature cards while their chunk loads, so the page below does not jump far. */
export function LandingDetailsSkeleton() {
  return (
    <section className={section.section} data-tone="white" aria-hidden="true">
      <Container size="lg">
        <Skeleton height={30} width="40%" mb={12} />
        <Skeleton height={18} width="60%" mb={28} />
        <div className={section.grid}>
          {CARDS.map((card) => (
            <Skeleton key={card} height={190} radius="md" />
          ))}
        </div>
      </Container>
    </section>
  );
}
