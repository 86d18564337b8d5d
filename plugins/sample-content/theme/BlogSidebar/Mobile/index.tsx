import Mobile from '@theme-init/BlogSidebar/Mobile';
import {withSampleBadges} from '@theme/SampleMarker/sidebarWithBadges';

/** The blog sidebar's list in the phone menu, with the example badge on examples (SPEC: a marker wherever an example appears). */
export default withSampleBadges(Mobile);
