export {
  cardDocumentsPlugin,
  keepCardDocument,
  type TCardDocumentRoute,
  type TCardDocumentsStats,
  type TDocumentSources,
} from './card-documents.plugin.ts';
export {
  deleteOldCardDocuments,
  invalidateAllCardDocuments,
  invalidateCardDocuments,
  invalidateCardDocumentsAtAddressesOf,
  replaceAllCardDocuments,
  startNewCardDocumentGeneration,
} from './card-documents.service.ts';
export { addressTags, companyRecordTags, documentTag, identifierTags, subjectTags } from './tags.ts';
