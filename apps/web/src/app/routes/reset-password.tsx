import { Navigate, useParams } from 'react-router';
import { RESET_QUERY } from '../../config/paths.ts';

/** Spec §2: the emailed link forwards to `/` with uid and token as query parameters. */
export function ResetPasswordRedirect() {
  const { uid = '', token = '' } = useParams();
  const search = new URLSearchParams({ [RESET_QUERY.uid]: uid, [RESET_QUERY.token]: token });
  return <Navigate to={`/?${search.toString()}`} replace />;
}
