import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { CounterPartyView } from '../../features/companies/components/company-card/counter-party-view.tsx';
import { AddFriendButton } from '../../features/friends/components/add-friend-button.tsx';
import classes from './routes.module.css';

export function CounterPartyPage() {
  // The route pattern guarantees the param; '' would simply be "not found".
  const { id = '' } = useParams();
  return (
    <Container size="lg" className={classes.page}>
      {/* Keyed by id: a new counterparty starts with fresh local state (expanded lists …). */}
      <CounterPartyView
        key={id}
        id={id}
        renderActions={(company) => <AddFriendButton representative={company.representative} />}
      />
    </Container>
  );
}
