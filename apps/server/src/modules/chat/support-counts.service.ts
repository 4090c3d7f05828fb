export { countOpenSupportRooms } from './support-counts.repository.ts';
