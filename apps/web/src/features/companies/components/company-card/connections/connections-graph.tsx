import { Button, Loader } from '@mantine/core';
import type { Core, ElementDefinition, StylesheetJson } from 'cytoscape';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorBlock } from '../../../../../components/ui/error-block.tsx';
import { paths } from '../../../../../config/paths.ts';
import type { TConnectionsGraph } from '../../../lib/connections-graph.ts';
import classes from './connections.module.css';

/** Brand blue for the subject, a pale brand tone for people, status colours (as on the badges) for organisations. */
const COLOURS = {
  subject: '#1b4496',
  person: '#aec3ec',
  active: '#2f9e5b',
  inactive: '#e8a317',
  liquidated: '#d9483b',
} as const;

const STYLE: StylesheetJson = [
  {
    selector: 'node',
    style: {
      label: 'data(label)',
      'font-size': 10,
      'font-family': 'Inter, system-ui, sans-serif',
      color: '#1f2933',
      'text-valign': 'bottom',
      'text-margin-y': 4,
      'text-wrap': 'ellipsis',
      'text-max-width': '130px',
      'min-zoomed-font-size': 7,
      width: 22,
      height: 22,
      'border-width': 1,
      'border-color': '#ffffff',
    },
  },
  {
    selector: 'node[kind = "subject"]',
    style: { 'background-color': COLOURS.subject, width: 36, height: 36, 'font-weight': 'bold' },
  },
  {
    selector: 'node[kind = "person"]',
    style: { 'background-color': COLOURS.person, shape: 'round-rectangle', 'border-color': '#5b84d9' },
  },
  { selector: 'node[status = "active"][kind = "org"]', style: { 'background-color': COLOURS.active } },
  { selector: 'node[status = "inactive"][kind = "org"]', style: { 'background-color': COLOURS.inactive } },
  { selector: 'node[status = "liquidated"][kind = "org"]', style: { 'background-color': COLOURS.liquidated } },
  {
    selector: 'edge',
    style: {
      width: 1.5,
      'line-color': '#b8c2cc',
      'curve-style': 'bezier',
      label: 'data(label)',
      'font-size': 8,
      color: '#52606d',
      // Relation labels appear once zoomed in, so the overview stays readable.
      'text-rotation': 'autorotate',
      'text-background-color': '#fbfcfe',
      'text-background-opacity': 1,
      'text-background-padding': '1px',
      'min-zoomed-font-size': 10,
    },
  },
];

// Rings: the subject inside, people around it, organisations outside.
const RING = { subject: 3, person: 2, org: 1 } as const;

/** The interactive graph: pan and zoom, a click on an organisation opens its card, on a person their page. */
export function ConnectionsGraph({ graph }: { graph: TConnectionsGraph }) {
  // A retry remounts the canvas, which loads the library again.
  const [attempt, setAttempt] = useState(0);
  return <GraphCanvas key={attempt} graph={graph} onRetry={() => setAttempt((n) => n + 1)} />;
}

function GraphCanvas({ graph, onRetry }: { graph: TConnectionsGraph; onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const [laidOutNodes, setLaidOutNodes] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const elements = useMemo<ElementDefinition[]>(
    () => [
      ...graph.nodes.map((node) => ({ data: { ...node } })),
      ...graph.edges.map((edge) => ({
        data: {
          id: edge.id,
          source: edge.source,
          target: edge.target,
          label: edge.relations.map((relation) => t(`card-connections.relation.${relation}`)).join(', '),
        },
      })),
    ],
    [graph, t],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    setLaidOutNodes(null);
    // Loaded on demand so the library stays in this tab's chunk.
    import('cytoscape')
      .then(({ default: cytoscape }) => {
        if (cancelled) return;
        const cy = cytoscape({
          container,
          elements,
          style: STYLE,
          minZoom: 0.2,
          maxZoom: 3,
          layout: {
            name: 'concentric',
            concentric: (node) => RING[node.data('kind') as keyof typeof RING],
            levelWidth: () => 1,
            minNodeSpacing: 60,
            spacingFactor: 1.4,
            avoidOverlap: true,
            padding: 24,
          },
        });
        cy.on('tap', 'node[kind = "org"]', (event) => navigate(paths.counterParty.getHref(event.target.data('inn'))));
        cy.on('tap', 'node[kind = "person"]', (event) => navigate(paths.person.getHref(event.target.data('inn'))));
        cy.on('mouseover', 'node[kind = "org"], node[kind = "person"]', () => {
          container.style.cursor = 'pointer';
        });
        cy.on('mouseout', 'node', () => {
          container.style.cursor = '';
        });
        cyRef.current = cy;
        setLaidOutNodes(cy.nodes().length);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      cyRef.current?.destroy();
      cyRef.current = null;
    };
  }, [elements, navigate]);

  if (failed) {
    return <ErrorBlock title={t('card-connections.graph.loadError')} onRetry={onRetry} />;
  }

  const legend = (['subject', 'person', 'active', 'inactive', 'liquidated'] as const).map((key) => (
    <li key={key}>
      <span className={classes.swatch} style={{ background: COLOURS[key] }} aria-hidden="true" />
      {t(`card-connections.graph.legend.${key}`)}
    </li>
  ));

  return (
    <div className={classes.graphWrap}>
      <div className={classes.graphBar}>
        <p className={classes.hint}>{t('card-connections.graph.hint')}</p>
        <Button variant="default" size="compact-sm" onClick={() => cyRef.current?.fit(undefined, 24)}>
          {t('card-connections.graph.fit')}
        </Button>
      </div>
      <div
        ref={containerRef}
        className={classes.graph}
        data-testid="connections-graph"
        data-nodes={laidOutNodes ?? undefined}
        data-edges={laidOutNodes === null ? undefined : graph.edges.length}
        role="img"
        aria-label={t('card-connections.graph.label', { nodes: graph.nodes.length })}
        aria-busy={laidOutNodes === null}
      />
      {laidOutNodes === null ? (
        <p className={classes.hint}>
          <Loader size="xs" mr={8} />
          {t('card-connections.graph.loading')}
        </p>
      ) : null}
      <ul className={classes.legend}>{legend}</ul>
    </div>
  );
}
