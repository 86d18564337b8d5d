import type {ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfig} from 'react-router-config';

/** A top-level section's parent route renders its list, as a docs root does (see ../plan.cjs). */
export default function RouteSectionOutlet({route}: {route: RouteConfig}): ReactNode {
  return renderRoutes(route.routes ?? []);
}
