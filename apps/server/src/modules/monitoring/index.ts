export { addToWatchlist, type TWatchOutcome, type TWatchSubject } from './watchlist.service.ts';
