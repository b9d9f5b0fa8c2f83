import { mount } from 'svelte';
import App from './App.svelte';
import { clientContext } from './lib/app-context';
import { Client } from './lib/client';
import { chooseTransport } from './lib/transport';
import PairDevice from './sharing/PairDevice.svelte';
import { needsPairing, pairingOpen } from './sharing/device';
import './app.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
// A phone or tablet that opened the shared table's address without a pairing yet asks for the code;
// browser mode's own page opened without its key says it cannot reach Sidetable, as before.
const asksForCode = needsPairing(window as unknown as { sidetable?: unknown; location: Location }) && (await pairingOpen());
if (asksForCode) mount(PairDevice, { target });
else mount(App, { target, context: clientContext(new Client(chooseTransport())) });
