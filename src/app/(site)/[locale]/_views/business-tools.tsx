import { CalculatorPage } from '@/features/calculator/CalculatorPage'
import { LeadForm } from '@/features/forms'
import { HardwarePage } from '@/features/hardware/HardwarePage'
import { pageMetadata } from '@/features/site/metadata'
import type { PageView } from '@/features/site/view'

/**
 * The payback calculator and the hardware search, each leading to the lead form filled in, which
 * their cached route and their twin (query/business-tools, for a plan or a search) both render.
 */
export const businessCalculator: PageView = {
  metadata: ({ locale }) => pageMetadata('businessCalculator', locale),
  render: async ({ locale, query }) => (
    <CalculatorPage
      locale={locale}
      searchParams={query}
      leadForm={(props) => <LeadForm locale={locale} {...props} />}
    />
  ),
}

export const businessHardware: PageView = {
  metadata: ({ locale }) => pageMetadata('businessHardware', locale),
  render: async ({ locale, query }) => (
    <HardwarePage
      locale={locale}
      searchParams={query}
      leadForm={(props) => <LeadForm locale={locale} {...props} />}
    />
  ),
}
