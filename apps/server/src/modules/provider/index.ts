export { CACHE_DAYS, createCheckoProvider, type TCheckoProvider } from './provider.service.ts';
