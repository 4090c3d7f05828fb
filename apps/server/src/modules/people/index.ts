export { peopleRoutes } from './people.routes.ts';
export {
  findNamedPersonSnippet,
  findPersonSnippet,
  isPersonPage,
  type TPersonSnippet,
} from './people.service.ts';
