export { peopleRoutes } from './people.routes.ts';
export {
  findNamedPersonSnippet,
  findPersonSnippet,
  isPersonPage,
  RATINGS_COMPUTED_PER_REPLY,
  type TPersonSnippet,
} from './people.service.ts';
