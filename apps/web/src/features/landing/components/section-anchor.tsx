import { Container, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import section from './landing-section.module.css';

interface TSectionAnchorProps {
  /** One of `sections` in config/paths.ts: the menu links here. */
  id: string;
  /** The id of the heading inside that names the section. */
  labelledBy: string;
  children: ReactNode;
}

/** A landing section built elsewhere (the plans) under its menu anchor, clear of the sticky header. */
export function SectionAnchor({ id, labelledBy, children }: TSectionAnchorProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={section.anchor}>
      {children}
    </section>
  );
}

const PLAN_CARDS = ['first', 'second', 'third'];

/** The place of the plans while their code loads: a heading line and three cards, about their height. */
export function PricingSkeleton() {
  return (
    <Container size="lg" className={section.section} aria-hidden="true">
      <Skeleton height={34} width={220} mx="auto" mb={12} />
      <Skeleton height={18} width="50%" mx="auto" mb={28} />
      <div className={section.grid}>
        {PLAN_CARDS.map((card) => (
          <Skeleton key={card} height={320} radius="md" />
        ))}
      </div>
    </Container>
  );
}
