import { Container } from '@mantine/core';
import { SearchView } from '../../features/search/components/search-page/search-view.tsx';
import classes from './routes.module.css';

export function SearchPage() {
  return (
    <Container size="lg" className={classes.page}>
      <SearchView />
    </Container>
  );
}
