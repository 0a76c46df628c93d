import type { ChargerModel } from './model'

/**
 * Demo content: publicly sold charger models of 49 manufacturers, with the power and connectors of
 * their data sheets. The OCPP status and "what works" are this demo platform's own record, for
 * editors to keep; "certified" is used only for models on the Open Charge Alliance's list of OCPP
 * 1.6 certified products. Columns: manufacturer, model, current, kW, connectors, OCPP 1.6, OCPP
 * 2.0.1, what works (rs remote start/stop, sc smart charging, fw firmware, rv reservations, la
 * local auth, pc Plug & Charge, pt payment terminal).
 */
type Row = [
  string,
  string,
  'AC' | 'DC',
  number,
  string,
  ChargerModel['ocpp16'],
  ChargerModel['ocpp201'],
  string,
]

const ac = 'rs sc fw la'
const acRv = 'rs sc fw rv la'
const dc = 'rs sc fw rv la pt'
const dc2 = 'rs sc fw rv la pt pc'

export const seedRows: Row[] = [
  ['ABB', 'Terra AC W22-T-RD-M-0', 'AC', 22, 'type2Socket', 'certified', 'no', acRv],
  ['ABB', 'Terra 54', 'DC', 50, 'ccs2 chademo type2Cable', 'supported', 'no', dc],
  ['ABB', 'Terra 184', 'DC', 180, 'ccs2', 'supported', 'no', dc],
  ['ABB', 'A400', 'DC', 400, 'ccs2', 'supported', 'supported', dc2],
  ['Alfen', 'Eve Single Pro-line', 'AC', 22, 'type2Socket', 'certified', 'no', acRv],
  ['Alfen', 'Eve Double Pro-line', 'AC', 22, 'type2Socket', 'supported', 'no', acRv],
  ['Wallbox', 'Commander 2', 'AC', 22, 'type2Cable', 'supported', 'no', ac],
  ['Wallbox', 'Copper SB', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Wallbox', 'Pulsar Plus', 'AC', 22, 'type2Cable', 'supported', 'no', 'rs sc fw'],
  ['Wallbox', 'Supernova', 'DC', 65, 'ccs2', 'supported', 'no', dc],
  ['Kempower', 'Single Charger', 'DC', 200, 'ccs2', 'supported', 'supported', dc2],
  ['Kempower', 'Satellite', 'DC', 400, 'ccs2 chademo', 'supported', 'supported', dc2],
  ['Alpitronic', 'hypercharger HYC50', 'DC', 50, 'ccs2', 'supported', 'supported', dc],
  ['Alpitronic', 'hypercharger HYC150', 'DC', 150, 'ccs2 chademo', 'supported', 'supported', dc2],
  ['Alpitronic', 'hypercharger HYC300', 'DC', 300, 'ccs2', 'supported', 'supported', dc2],
  ['Tritium', 'RTM75', 'DC', 75, 'ccs2 chademo', 'supported', 'no', dc],
  ['Tritium', 'PKM150', 'DC', 150, 'ccs2', 'supported', 'no', dc],
  ['Ekoenergetyka', 'Axon Side 160', 'DC', 160, 'ccs2', 'supported', 'no', dc],
  ['Zaptec', 'Pro', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Zaptec', 'Go', 'AC', 22, 'type2Socket', 'supported', 'no', 'rs sc fw'],
  ['Easee', 'Charge', 'AC', 22, 'type2Socket', 'supported', 'no', 'rs sc fw'],
  ['Enel X Way', 'JuiceBox Pro', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Schneider Electric', 'EVlink Pro AC', 'AC', 22, 'type2Socket', 'supported', 'no', acRv],
  ['Schneider Electric', 'EVlink Pro DC', 'DC', 180, 'ccs2', 'supported', 'no', dc],
  ['Siemens', 'VersiCharge AC', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Siemens', 'SICHARGE D', 'DC', 300, 'ccs2 chademo', 'supported', 'supported', dc2],
  ['Delta', 'AC MAX', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Delta', 'DC Wallbox 25kW', 'DC', 25, 'ccs2', 'supported', 'no', 'rs sc fw rv la'],
  ['Delta', 'UFC 200', 'DC', 200, 'ccs2 chademo', 'supported', 'no', dc],
  ['Autel', 'MaxiCharger AC Elite Business', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Autel', 'MaxiCharger DH240', 'DC', 240, 'ccs2', 'supported', 'supported', dc2],
  ['Circontrol', 'eNext Park', 'AC', 22, 'type2Socket', 'supported', 'no', acRv],
  ['Circontrol', 'Raption 50', 'DC', 50, 'ccs2 chademo type2Cable', 'supported', 'no', dc],
  ['Efacec', 'QC45', 'DC', 50, 'ccs2 chademo type2Cable', 'supported', 'no', dc],
  ['Efacec', 'HV175', 'DC', 175, 'ccs2', 'supported', 'no', dc],
  ['Ensto', 'Chago Pro EVF200', 'AC', 22, 'type2Socket', 'supported', 'no', acRv],
  ['Mennekes', 'AMTRON Professional', 'AC', 22, 'type2Socket', 'supported', 'no', acRv],
  ['Mennekes', 'AMTRON Charge Control', 'AC', 11, 'type2Cable', 'supported', 'no', ac],
  ['KEBA', 'KeContact P30 c-series', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['KEBA', 'KeContact P30 x-series', 'AC', 22, 'type2Socket', 'supported', 'no', acRv],
  ['Webasto', 'Unite', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Hager', 'witty start', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Legrand', "Green'Up Premium", 'AC', 7, 'type2Socket', 'supported', 'no', 'rs sc'],
  ['EVBox', 'BusinessLine', 'AC', 22, 'type2Socket', 'supported', 'no', acRv],
  ['EVBox', 'Livo', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['EVBox', 'Troniq Modular', 'DC', 240, 'ccs2', 'supported', 'no', dc],
  ['Etrel', 'INCH Pro', 'AC', 22, 'type2Socket', 'supported', 'supported', acRv],
  ['Etrel', 'INCH Duo', 'AC', 22, 'type2Socket', 'supported', 'supported', acRv],
  ['Garo', 'Entity Pro', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Compleo', 'eBOX professional', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Compleo', 'Cito 500', 'AC', 22, 'type2Socket', 'supported', 'no', acRv],
  ['Elinta Charge', 'CityCharge', 'AC', 22, 'type2Socket', 'supported', 'no', acRv],
  ['Elinta Charge', 'HomeBox', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Fronius', 'Wattpilot Go 22 J', 'AC', 22, 'type2Cable', 'supported', 'no', 'rs sc'],
  ['go-e', 'Charger Gemini 22', 'AC', 22, 'type2Socket', 'supported', 'no', 'rs sc fw'],
  ['Pod Point', 'Solo 3S', 'AC', 7, 'type2Socket', 'supported', 'no', 'rs sc fw'],
  ['Ohme', 'Home Pro', 'AC', 7, 'type2Cable', 'supported', 'no', 'rs sc'],
  ['Andersen', 'A2', 'AC', 7, 'type2Cable', 'supported', 'no', 'rs sc'],
  ['myenergi', 'zappi', 'AC', 22, 'type2Socket', 'supported', 'no', 'rs sc'],
  ['Hypervolt', 'Home 3 Pro', 'AC', 7, 'type2Cable', 'supported', 'no', 'rs sc fw'],
  ['Rolec', 'SecuriCharge', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['EO Charging', 'EO Genius', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['EO Charging', 'EO Mini Pro 2', 'AC', 7, 'type2Socket', 'supported', 'no', 'rs sc'],
  ['Vestel', 'EVC04', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Heliox', 'Flex 180', 'DC', 180, 'ccs2', 'supported', 'no', dc],
  ['SK Signet', 'V2', 'DC', 350, 'ccs2', 'supported', 'no', dc],
  ['ChargePoint', 'CP6000', 'AC', 22, 'type2Socket', 'supported', 'no', acRv],
  ['ChargePoint', 'Express 250', 'DC', 62.5, 'ccs2 chademo', 'supported', 'no', dc],
  ['Sungrow', 'AC22E-01', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Huawei', 'SCharger-22KT-S0', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Growatt', 'THOR 22AS-P', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['SMA', 'EV Charger Business', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Eaton', 'Green Motion Building', 'AC', 22, 'type2Socket', 'supported', 'no', acRv],
  ['ABL', 'eMH3', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['DEFA', 'Power', 'AC', 22, 'type2Socket', 'supported', 'no', 'rs sc fw'],
  ['CTEK', 'Chargestorm Connected 3', 'AC', 22, 'type2Socket', 'supported', 'no', ac],
  ['Kostal', 'ENECTOR AC 11', 'AC', 11, 'type2Cable', 'supported', 'no', 'rs sc'],
]

/** Notes of a few models in the site's languages (my falls back to English). */
export const seedNotes: Record<string, { en: string; pt: string; ua: string }> = {
  'Alpitronic hypercharger HYC300': {
    en: 'Payment terminal and Plug & Charge work with OCPP 2.0.1; use OCPP 1.6 only for older firmware.',
    pt: 'O terminal de pagamento e o Plug & Charge funcionam com OCPP 2.0.1; use OCPP 1.6 só com firmware antigo.',
    ua: 'Платіжний термінал і Plug & Charge працюють з OCPP 2.0.1; OCPP 1.6 — лише для старої прошивки.',
  },
  'myenergi zappi': {
    en: 'OCPP needs the zappi’s OCPP firmware option, enabled by the installer.',
    pt: 'O OCPP precisa da opção de firmware OCPP do zappi, ativada pelo instalador.',
    ua: 'Для OCPP потрібна опція прошивки OCPP у zappi, яку вмикає монтажник.',
  },
  'Easee Charge': {
    en: 'Connected through the Easee cloud’s OCPP connection, one setting per site.',
    pt: 'Ligado através da ligação OCPP da nuvem Easee, uma definição por local.',
    ua: 'Підключається через OCPP-зʼєднання хмари Easee, одне налаштування на обʼєкт.',
  },
}
