/**
 * What the rest of the site reads of the map, by what it serves (each in its own module):
 * - pins.ts: map pins and clusters of a bounding box (`/api/v1/stations`);
 * - detail.ts: one station as the public site shows it (`/api/v1/stations/{id}`, `location/{id}`);
 * - identity.ts: a station by public id, EVSE uid or OCPI triple, and its connectors (ad-hoc
 *   payment);
 * - sitemap.ts: published stations page by page.
 */
export { findStations, resetStationPins } from './pins/findStations'
export {
  findStationDetail,
  stationDetail,
  stationTariffs,
  type DetailConnector,
  type StationDetail,
} from './stations/detail'
export {
  evsesOf,
  findConnector,
  findStationByIdentity,
  findStationByOcpiKey,
  type ConnectorMatch,
} from './stations/identity'
export { publishedStationCount, publishedStationPage } from './stations/sitemap'
