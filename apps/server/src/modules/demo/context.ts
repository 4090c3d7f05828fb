import type { TRegion } from '../reference/index.ts';
import type { TDemoCompany, TPerson } from './companies.ts';
import type { Random } from './random.ts';

/** A company other generators may refer to: as founder, counterparty, customer or managing organisation. */
export type TCompanyRef = {
  id: number;
  inn: string;
  ogrn: string;
  kpp: string;
  name: string;
  nameShort: string;
  address: string;
  regionCode: string;
  active: boolean;
};

/** Who owns a state company: the Federation, a subject or a municipality. */
export type TStateOwner = 'federal' | 'subject' | 'municipal';

/** A company row being built, with the facts the table generators share. */
export type TCompanyContext = {
  id: number;
  company: TDemoCompany;
  region: TRegion;
  registrationDay: number;
  /** Liquidation day, or null while the company exists. */
  endDay: number | null;
  /** Operating: active or winding up, so it still reports, pays and litigates. */
  operating: boolean;
  stateOwner: TStateOwner | null;
  /** Average headcount of the last reported year. */
  employees: number;
  /** Revenue of the last reported year, rubles. */
  revenue: number;
};

/**
 * The latest companies, kept in a ring so references to "another demo
 * company" always resolve without holding the whole register in memory.
 */
export class RecentCompanies {
  private readonly items: TCompanyRef[] = [];
  private next = 0;

  constructor(private readonly capacity: number) {}

  add(ref: TCompanyRef): void {
    if (this.items.length < this.capacity) this.items.push(ref);
    else this.items[this.next] = ref;
    this.next = (this.next + 1) % this.capacity;
  }

  /** A recent company other than `exceptId`, preferring operating ones; undefined while the ring is empty. */
  pick(random: Random, exceptId = -1): TCompanyRef | undefined {
    for (let attempt = 0; attempt < 4; attempt++) {
      const ref = this.items.length > 0 ? random.pick(this.items) : undefined;
      if (!ref) return undefined;
      if (ref.id !== exceptId && (ref.active || attempt === 3)) return ref;
    }
    return undefined;
  }

  get size(): number {
    return this.items.length;
  }
}

/** Source of people for roles beyond the head: those who already direct a recent company, or the mass ones. */
export type TPeople = {
  known(random: Random): TPerson | undefined;
  mass(random: Random): TPerson;
};
