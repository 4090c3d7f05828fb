import type { TCompanyStatusClass, TCounterPartyCard } from '@sverka/shared';
import type { TConnectedOrg } from './connections-filter.ts';

/** What an edge says: a person's role, or how an organisation relates to the subject directly. */
export type TEdgeRelation = 'director' | 'founder' | 'founded' | 'founder_org' | 'address';

export type TGraphNode =
  | { id: string; kind: 'subject'; label: string; status: TCompanyStatusClass }
  | { id: string; kind: 'person'; label: string; inn: string }
  | { id: string; kind: 'org'; label: string; status: TCompanyStatusClass; inn: string };

export type TGraphEdge = { id: string; source: string; target: string; relations: TEdgeRelation[] };

export interface TConnectionsGraph {
  nodes: TGraphNode[];
  edges: TGraphEdge[];
}

export const SUBJECT_NODE_ID = 'subject';
const personNodeId = (inn: string) => `person:${inn}`;
const orgNodeId = (org: TConnectedOrg) => `org:${org.id}`;

/** Roles of the subject's own people by ИНН: a company's current directors and person founders. */
function subjectRoles(card: TCounterPartyCard): Map<string, Set<TEdgeRelation>> {
  const roles = new Map<string, Set<TEdgeRelation>>();
  const add = (inn: string | null, role: TEdgeRelation) => {
    if (!inn) return;
    const set = roles.get(inn) ?? new Set<TEdgeRelation>();
    set.add(role);
    roles.set(inn, set);
  };
  if (card.kind === 'company') {
    for (const director of card.directors) add(director.inn, 'director');
    for (const founder of card.founders[0]?.PP ?? []) add(founder.inn, 'founder');
  }
  return roles;
}

const RELATION_ORDER: readonly TEdgeRelation[] = ['director', 'founder', 'founded', 'founder_org', 'address'];
const ordered = (relations: Iterable<TEdgeRelation>) => RELATION_ORDER.filter((r) => new Set(relations).has(r));

/**
 * The subject in the centre, the people through whom links exist, and the
 * shown organisations. An organisation links to each person in its `via`
 * (edge label: that person's role there); ownership and address links go
 * straight to the subject. A sole trader is the person: links through them
 * go straight to the centre. People without a shown organisation are left
 * out, so the graph follows the active filter.
 */
export function buildConnectionsGraph(
  card: TCounterPartyCard,
  orgs: readonly TConnectedOrg[],
  subjectLabel: string,
): TConnectionsGraph {
  const roles = subjectRoles(card);
  const people = new Map<string, string>();
  const edges = new Map<string, { source: string; target: string; relations: Set<TEdgeRelation> }>();
  const link = (source: string, target: string, relation: TEdgeRelation) => {
    const id = `${source}->${target}`;
    const edge = edges.get(id) ?? { source, target, relations: new Set<TEdgeRelation>() };
    edge.relations.add(relation);
    edges.set(id, edge);
  };

  for (const org of orgs) {
    const target = orgNodeId(org);
    for (const person of org.via) {
      if (person.inn === card.inn) {
        link(SUBJECT_NODE_ID, target, person.relation);
        continue;
      }
      const personId = personNodeId(person.inn);
      if (!people.has(person.inn)) people.set(person.inn, person.fio);
      link(personId, target, person.relation);
    }
    for (const relation of org.relation) {
      if (relation === 'founded' || relation === 'founder_org' || relation === 'address') {
        link(SUBJECT_NODE_ID, target, relation);
      }
    }
  }
  for (const inn of people.keys()) {
    const personId = personNodeId(inn);
    for (const role of roles.get(inn) ?? []) link(SUBJECT_NODE_ID, personId, role);
    // A person known only from `via` still hangs off the centre, unlabelled.
    if (!edges.has(`${SUBJECT_NODE_ID}->${personId}`))
      edges.set(`${SUBJECT_NODE_ID}->${personId}`, {
        source: SUBJECT_NODE_ID,
        target: personId,
        relations: new Set(),
      });
  }

  const nodes: TGraphNode[] = [
    { id: SUBJECT_NODE_ID, kind: 'subject', label: subjectLabel, status: card.status.class },
    ...[...people].map(([inn, fio]): TGraphNode => ({ id: personNodeId(inn), kind: 'person', label: fio, inn })),
    ...orgs.map(
      (org): TGraphNode => ({
        id: orgNodeId(org),
        kind: 'org',
        label: org.name,
        status: org.status.class,
        inn: org.inn,
      }),
    ),
  ];
  return {
    nodes,
    edges: [...edges].map(([id, edge]) => ({ id, ...edge, relations: ordered(edge.relations) })),
  };
}
