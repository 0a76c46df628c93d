import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { SiteSettingsData } from '@/features/content/queries'
import { getImpact } from '@/features/content/impact'
import type { Locale } from '@/i18n/locales'

import styles from '../marketing.module.css'
import {
  CallToAction,
  CardList,
  Chips,
  FormSlot,
  LatestNews,
  Section,
  StatList,
  TestimonialList,
} from '../parts'
import { fixed, stack } from '../reserve'
import {
  buttonHeight,
  cardsSize,
  chipsSize,
  noteSize,
  statsSize,
  subheadingSize,
  testimonialsSize,
} from '../section-sizes'
import { getPublished } from '../queries'
import type { Testimonial } from '@/payload-types'
import { formatDate, numberFormat, telHref } from '@/i18n/format'
import type { PageBlock } from './config'

/**
 * The block registry: one component per block of ./config.ts. The home page and the landing pages
 * render their layouts through `RenderBlocks`, so a block looks the same wherever editors place it.
 * Blocks without interaction stay server components.
 */
export type BlockContext = {
  locale: Locale
  settings: SiteSettingsData
  /**
   * The lead form node the route places (forms feature); without it the block shows its fallback.
   */
  leadForm?: ReactNode
}

/** A block's props, by its type name (`Props<'hero'>`). */
type Props<K extends PageBlock['blockType']> = {
  block: Extract<PageBlock, { blockType: K }>
  id: string
  shaded: boolean
  context: BlockContext
}

/** A link an editor typed: locale-relative paths get the locale, full URLs stay as they are. */
export const editorHref = (locale: Locale, value?: string | null) =>
  !value ? `/${locale}` : value.startsWith('/') ? `/${locale}${value}` : value

const figureItems = (
  items: { id?: string | null; value: string; label: string }[] | null | undefined,
) =>
  (items ?? []).map((item, j) => ({
    key: item.id ?? String(j),
    value: item.value,
    label: item.label,
  }))

function HeroBlock({ block, context }: Props<'hero'>) {
  return (
    <div className="container" id={block.anchor || undefined}>
      {block.eyebrow ? <p className={styles.eyebrow}>{block.eyebrow}</p> : null}
      <p className="lead">{block.text}</p>
      {block.ctaLabel ? (
        <div className={styles.actions}>
          <a className="button button--primary" href={editorHref(context.locale, block.ctaHref)}>
            {block.ctaLabel}
          </a>
        </div>
      ) : null}
    </div>
  )
}

function FeaturesBlock({ block, id, shaded }: Props<'features'>) {
  const figures = figureItems(block.figures)
  const cards = (block.items ?? []).map((item, j) => ({
    key: item.id ?? String(j),
    title: item.title,
    text: item.text,
  }))
  const reserve = stack(
    cardsSize(cards),
    block.figuresHeading ? subheadingSize(block.figuresHeading) : null,
    figures.length ? statsSize(figures) : null,
  )
  return (
    <Section
      id={id}
      heading={block.heading}
      intro={block.intro || undefined}
      alt={shaded}
      reserve={reserve}
    >
      <CardList items={cards} />
      {block.figuresHeading ? <h3 className={styles.subheading}>{block.figuresHeading}</h3> : null}
      {figures.length ? <StatList items={figures} /> : null}
    </Section>
  )
}

function StatsBlock({ block, id, shaded }: Props<'stats'>) {
  return (
    <Section
      id={id}
      heading={block.heading}
      alt={shaded}
      reserve={statsSize(figureItems(block.items))}
    >
      <StatList items={figureItems(block.items)} />
    </Section>
  )
}

function ChipsSection({ block, id, shaded }: Props<'chips'>) {
  const items = (block.items ?? []).map((item) => item.text)
  return (
    <Section id={id} heading={block.heading} alt={shaded} reserve={chipsSize(items)}>
      <Chips items={items} />
    </Section>
  )
}

function CtaBlock({ block, id, context }: Props<'cta'>) {
  return (
    <CallToAction
      id={id}
      heading={block.heading}
      text={block.text ?? ''}
      href={editorHref(context.locale, block.ctaHref)}
      label={block.ctaLabel ?? ''}
    />
  )
}

async function TestimonialsSection({ block, id, shaded, context }: Props<'testimonials'>) {
  const docs = (await getPublished<Testimonial>('testimonials', context.locale)).slice(0, 3)
  return (
    <Section
      id={id}
      heading={block.heading}
      alt={shaded}
      reserve={testimonialsSize(docs.map((t) => t.quote))}
    >
      <TestimonialList locale={context.locale} docs={docs} />
    </Section>
  )
}

function SupportSection({ block, id, shaded, context }: Props<'support'>) {
  const phone = context.settings.supportPhone
  return (
    <Section
      id={id}
      heading={block.heading}
      intro={block.text || undefined}
      alt={shaded}
      reserve={fixed(buttonHeight)}
    >
      <a className="button button--primary" href={telHref(phone)}>
        {block.callLabel.replaceAll('{phone}', phone)}
      </a>
    </Section>
  )
}

async function ImpactSection({ block, id, shaded, context }: Props<'impact'>) {
  const impact = await getImpact()
  const number = numberFormat(context.locale)
  const items = [
    { key: 'co2', value: number.format(impact.co2Tons), label: block.co2Label },
    { key: 'trees', value: number.format(impact.trees), label: block.treesLabel },
  ]
  const updated = impact.updatedOn
    ? block.updatedLabel.replaceAll('{date}', formatDate(context.locale, impact.updatedOn))
    : null
  return (
    <Section
      id={id}
      heading={block.heading}
      alt={shaded}
      reserve={stack(statsSize(items), updated ? noteSize(updated) : null)}
    >
      <StatList items={items} />
      {updated ? <p className={styles.meta}>{updated}</p> : null}
    </Section>
  )
}

function LatestNewsSection({ block, id, context }: Props<'latestNews'>) {
  return (
    <LatestNews locale={context.locale} id={id} heading={block.heading} limit={block.count ?? 3} />
  )
}

async function LeadFormSection({ block, id, context }: Props<'leadForm'>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'marketing' })
  return (
    <FormSlot
      id={id}
      heading={block.heading}
      intro={block.intro ?? ''}
      fallback={t('common.formSlot', { email: context.settings.supportEmail })}
    >
      {context.leadForm}
    </FormSlot>
  )
}

type Renderers = {
  [K in PageBlock['blockType']]: (props: Props<K>) => ReactNode | Promise<ReactNode>
}

const registry: Renderers = {
  hero: HeroBlock,
  features: FeaturesBlock,
  stats: StatsBlock,
  chips: ChipsSection,
  cta: CtaBlock,
  testimonials: TestimonialsSection,
  support: SupportSection,
  impact: ImpactSection,
  latestNews: LatestNewsSection,
  leadForm: LeadFormSection,
}

/**
 * Features are tinted unless an editor says otherwise (how landing pages always looked); the rest
 * are not.
 */
const shadedByDefault = new Set<PageBlock['blockType']>(['features'])

export function RenderBlocks({ blocks, context }: { blocks: PageBlock[]; context: BlockContext }) {
  return (
    <>
      {blocks.map((block, i) => {
        const Render = registry[block.blockType] as (props: {
          block: PageBlock
          id: string
          shaded: boolean
          context: BlockContext
        }) => ReactNode
        if (!Render) return null
        const id = block.anchor || `block-${i}`
        const shaded = block.shaded ?? shadedByDefault.has(block.blockType)
        return (
          <Render key={block.id ?? id} block={block} id={id} shaded={shaded} context={context} />
        )
      })}
    </>
  )
}
