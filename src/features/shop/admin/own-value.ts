/**
 * A server field component's own value. Payload passes `value` read from the document's top level
 * (`data[name]`), so a field inside a group or an array row gets the top level's field of the same
 * name, or nothing: a line's unit price would read nothing, the visit's market the order's (on a
 * lead, nothing). Its own value is in `siblingData`, the data of its group or row (at the top
 * level, the document's).
 */
export function ownValue(props: {
  siblingData?: Record<string, unknown>
  clientField: { name: string }
}): unknown {
  return props.siblingData?.[props.clientField.name]
}
