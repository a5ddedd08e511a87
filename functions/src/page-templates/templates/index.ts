import { blankTemplate } from './blank';
import { competitionEntryTemplate } from './competition-entry';
import { eventRegistrationTemplate } from './event-registration';
import { leadCaptureTemplate } from './lead-capture';
import { productLaunchTemplate } from './product-launch';
import type { PageTemplate } from './template';

/** Every template shipped, in the order the Pick a Template dialog shows them (the blank one first). */
export const PAGE_TEMPLATES: readonly PageTemplate[] = [
  blankTemplate,
  leadCaptureTemplate,
  eventRegistrationTemplate,
  productLaunchTemplate,
  competitionEntryTemplate,
];

export type { PageTemplate };
