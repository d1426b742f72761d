// Registers what every test database holds beyond the migrations (imported by globalSetup).
export {};
