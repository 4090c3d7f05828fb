export { datasetRoutes } from './dataset.routes.ts';
export { getDatasetInfo, getRegisterSource, hasRegistryRows, truncateRegistry } from './dataset.service.ts';
