export { hasRegistryRows, truncateRegistry } from './dataset.repository.ts';
export { datasetRoutes } from './dataset.routes.ts';
export { getDatasetInfo, getRegisterSource, seedDemoDataIfEmpty } from './dataset.service.ts';
