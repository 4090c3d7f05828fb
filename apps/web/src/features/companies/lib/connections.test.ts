import { describe, expect, it } from 'vitest';
import { companyCardFixture, entrepreneurCardFixture } from '../testing/card-fixtures.ts';
import { countConnections, filterConnections, type TConnectedOrg } from './connections-filter.ts';
import { buildConnectionsGraph, SUBJECT_NODE_ID } from './connections-graph.ts';

const org = (id: number, statusName: string, extra: Partial<TConnectedOrg> = {}): TConnectedOrg => ({
  id,
  name: `ООО «Связь ${id}»`,
  status: {
    name: statusName,
    class: statusName === 'Действует' ? 'active' : statusName === 'Не действует' ? 'inactive' : 'liquidated',
  },
  legal_address: null,
  inn: `77000000${String(id).padStart(2, '0')}`,
  ogrn: `10277000000${String(id).padStart(2, '0')}`,
  registration_date: null,
  okved: null,
  relation: ['director'],
  via: [],
  ...extra,
});

const orgs = [
  org(1, 'Действует'),
  org(2, 'Ликвидировано'),
  org(3, 'Не действует'),
  org(4, 'В процессе реорганизации'),
  org(5, 'Действует'),
];

describe('filterConnections', () => {
  it('keeps everything for «Все» and the matching status class otherwise (spec §4)', () => {
    expect(filterConnections(orgs, 'all').map((o) => o.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterConnections(orgs, 'active').map((o) => o.id)).toEqual([1, 5]);
    expect(filterConnections(orgs, 'inactive').map((o) => o.id)).toEqual([3]);
    // Liquidated is any status other than «Действует» and «Не действует».
    expect(filterConnections(orgs, 'liquidated').map((o) => o.id)).toEqual([2, 4]);
  });

  it('counts each filter value', () => {
    expect(countConnections(orgs)).toEqual({ all: 5, active: 2, liquidated: 2, inactive: 1 });
    expect(countConnections([])).toEqual({ all: 0, active: 0, liquidated: 0, inactive: 0 });
  });
});

describe('buildConnectionsGraph', () => {
  const director = { inn: '500100000001', fio: 'Петров Пётр Петрович' };
  const founder = { inn: '500100000002', fio: 'Сидоров Сидор Сидорович' };
  const card = companyCardFixture({
    directors: [{ ...director } as never],
    founders: [{ PP: [{ ...founder } as never], LP: [], source: { name: 'ЕГРЮЛ', as_of: null, is_demo: false } }],
  });
  const linked = [
    org(1, 'Действует', {
      relation: ['director', 'founder'],
      via: [
        { ...director, relation: 'director' },
        { ...founder, relation: 'founder' },
      ],
    }),
    org(2, 'Ликвидировано', { relation: ['founder'], via: [{ ...director, relation: 'founder' }] }),
    org(3, 'Действует', { relation: ['founded', 'address'] }),
  ];

  it('puts the subject in the centre, the linking people in between and the organisations outside', () => {
    const graph = buildConnectionsGraph(card, linked, 'ООО «Ромашка»');
    expect(graph.nodes.map((n) => [n.id, n.kind])).toEqual([
      [SUBJECT_NODE_ID, 'subject'],
      [`person:${director.inn}`, 'person'],
      [`person:${founder.inn}`, 'person'],
      ['org:1', 'org'],
      ['org:2', 'org'],
      ['org:3', 'org'],
    ]);
    const edges = Object.fromEntries(graph.edges.map((e) => [e.id, e.relations]));
    expect(edges).toEqual({
      [`person:${director.inn}->org:1`]: ['director'],
      [`person:${founder.inn}->org:1`]: ['founder'],
      [`person:${director.inn}->org:2`]: ['founder'],
      [`${SUBJECT_NODE_ID}->org:3`]: ['founded', 'address'],
      [`${SUBJECT_NODE_ID}->person:${director.inn}`]: ['director'],
      [`${SUBJECT_NODE_ID}->person:${founder.inn}`]: ['founder'],
    });
    expect(graph.nodes.find((n) => n.id === 'org:2')).toMatchObject({ status: 'liquidated' });
  });

  it('follows the filter: people with no shown organisation drop out', () => {
    const graph = buildConnectionsGraph(card, filterConnections(linked, 'liquidated'), 'ООО «Ромашка»');
    expect(graph.nodes.map((n) => n.id)).toEqual([SUBJECT_NODE_ID, `person:${director.inn}`, 'org:2']);
    expect(graph.edges).toHaveLength(2);
  });

  it('links a sole trader’s own companies straight to the centre', () => {
    const ip = entrepreneurCardFixture();
    const own = org(7, 'Действует', { via: [{ inn: ip.inn, fio: 'Иванов Иван Иванович', relation: 'director' }] });
    const graph = buildConnectionsGraph(ip, [own], 'ИП Иванов И. И.');
    expect(graph.nodes.map((n) => n.kind)).toEqual(['subject', 'org']);
    expect(graph.edges).toEqual([
      { id: `${SUBJECT_NODE_ID}->org:7`, source: SUBJECT_NODE_ID, target: 'org:7', relations: ['director'] },
    ]);
  });
});
