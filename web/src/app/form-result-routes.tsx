import { formResultPaths, inquiryFormResults, newsletterFormResults } from '@sunward/shared/form-results';
import type { RouteObject } from 'react-router';

/**
 * One static public page per outcome of a form the browser posts itself (decision 049), each
 * prerendered: the API's `303 See Other` names one of these paths, never anything the visitor typed.
 */
export const formResultRoutes: RouteObject[] = [...formResultPaths(newsletterFormResults), ...formResultPaths(inquiryFormResults)].map((path) => ({
  path: path.slice(1),
  lazy: () => import('../routes/form-result').then(({ FormResultScreen }) => ({ Component: () => <FormResultScreen path={path} /> })),
}));
