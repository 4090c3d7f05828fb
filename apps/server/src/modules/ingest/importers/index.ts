import type { TImporter } from '../importer.ts';
import { arrearsImporter } from './arrears.ts';
import { contracts44Importer } from './contracts44.ts';
import { disqualifiedImporter } from './disqualified.ts';
import { efrsbImporter } from './efrsb.ts';
import { egripImporter } from './egrip/index.ts';
import { egrulImporter } from './egrul/index.ts';
import { fsspImporter } from './fssp.ts';
import { girboImporter } from './girbo.ts';
import { headcountImporter } from './headcount.ts';
import { inspectionsImporter } from './inspections.ts';
import { massAddressesImporter } from './mass-addresses.ts';
import { massLeadersImporter } from './mass-leaders.ts';
import { revenueExpensesImporter } from './revenue-expenses.ts';
import { rnpImporter } from './rnp.ts';
import { rsmpImporter } from './rsmp.ts';
import { sanctionsEuImporter } from './sanctions-eu.ts';
import { sanctionsOfacImporter } from './sanctions-ofac.ts';
import { sanctionsUkImporter } from './sanctions-uk.ts';
import { taxOffencesImporter } from './tax-offences.ts';
import { taxRegimesImporter } from './tax-regimes.ts';
import { taxesPaidImporter } from './taxes-paid.ts';
import { trademarksImporter } from './trademarks.ts';

/** Every source `npm run import` knows, by its command-line name. */
export const IMPORTERS: Record<string, TImporter> = Object.fromEntries(
  [
    egrulImporter,
    egripImporter,
    headcountImporter,
    rsmpImporter,
    taxesPaidImporter,
    arrearsImporter,
    taxOffencesImporter,
    taxRegimesImporter,
    revenueExpensesImporter,
    disqualifiedImporter,
    massAddressesImporter,
    massLeadersImporter,
    girboImporter,
    fsspImporter,
    contracts44Importer,
    rnpImporter,
    trademarksImporter,
    inspectionsImporter,
    efrsbImporter,
    sanctionsOfacImporter,
    sanctionsEuImporter,
    sanctionsUkImporter,
  ].map((importer) => [importer.source, importer]),
);
