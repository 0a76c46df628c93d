import { CalculatorPage } from '@/features/calculator/CalculatorPage'
import { LeadForm } from '@/features/forms'
import { HardwarePage } from '@/features/hardware/HardwarePage'
import type { PageView } from '@/features/site/view'

import { page } from './shared'

/** The payback calculator and the hardware search, each leading to the lead form filled in. */
export const views = {
  businessCalculator: page(
    'businessCalculator',
    async ({ locale, query }) => (
      <CalculatorPage
        locale={locale}
        searchParams={query}
        leadForm={(props) => <LeadForm locale={locale} {...props} />}
      />
    ),
    false,
  ),
  businessHardware: page(
    'businessHardware',
    async ({ locale, query }) => (
      <HardwarePage
        locale={locale}
        searchParams={query}
        leadForm={(props) => <LeadForm locale={locale} {...props} />}
      />
    ),
    false,
  ),
} satisfies Record<string, PageView>
