/**
 * What the rest of the site reads of the map: pins and clusters of a box (pins/findStations.ts), one
 * station as the site shows it (station-detail/detail.ts), a station by public id, EVSE uid or OCPI triple
 * and its connectors (stations/identity.ts, for ad-hoc payment), published stations page by page.
 */
export { findStations, resetStationPins } from './pins/findStations'
export {
  findStationDetail,
  stationDetail,
  stationTariffs,
  type DetailConnector,
  type StationDetail,
} from './station-detail/detail'
export {
  evsesOf,
  findConnector,
  findStationByIdentity,
  findStationByOcpiKey,
  type ConnectorMatch,
} from './stations/identity'
export { publishedStationCount, publishedStationPage } from './stations/sitemap'
