export {
  ensureReferenceData,
  loadOkopf,
  loadOkved,
  loadRegions,
  OKVED_SECTIONS,
  okvedSectionOf,
  type TOkopf,
  type TOkved,
  type TRegion,
} from './reference.ts';
