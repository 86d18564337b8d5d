import Desktop from '@theme-init/BlogSidebar/Desktop';
import {withSampleBadges} from '@theme/SampleMarker/sidebarWithBadges';

/** The blog sidebar, with the example badge on examples (SPEC: a marker wherever an example appears). */
export default withSampleBadges(Desktop);
