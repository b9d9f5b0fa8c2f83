import { mount } from 'svelte';
import App from './App.svelte';
import { clientContext } from './lib/app-context';
import { Client } from './lib/client';
import { chooseTransport } from './lib/transport';
import './app.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
mount(App, { target, context: clientContext(new Client(chooseTransport())) });
