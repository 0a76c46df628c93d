import type { UIFieldServerComponent } from 'payload'

import { uploadLimitsText } from '../limits'

/** The upload limits, stated next to the file input in the back office's language. */
export const UploadLimits: UIFieldServerComponent = ({ i18n }) => (
  <p
    className="field-description"
    id="media-upload-limits"
    style={{ marginBottom: 'var(--base, 20px)' }}
  >
    {uploadLimitsText(i18n?.language)}
  </p>
)
