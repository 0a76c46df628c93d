/** Writes the open-source notices JSON; returns how many packages it lists. */
export function generateOssNotices(out?: string): number
