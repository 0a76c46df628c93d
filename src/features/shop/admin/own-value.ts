/**
 * A server field component's own value. Payload passes `value` read from the document's top level
 * (`data[name]`), so a field inside a group or an array row gets the top level's field of the same
 * name, or nothing: a line's unit price was always empty, the visit's market was the order's (or,
 * on a lead, none). Its own value is in `siblingData`, the data of its group or row (at the top
 * level, the document's).
 */
export function ownValue(props: {
  siblingData?: Record<string, unknown>
  clientField: { name: string }
}): unknown {
  return props.siblingData?.[props.clientField.name]
}
