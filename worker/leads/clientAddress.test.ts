import { describe, expect, it } from 'vitest'
import { clientAddress } from './clientAddress'

describe('clientAddress', () => {
  it('counts an IPv4 client by its address', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7')
    expect(clientAddress(' 203.0.113.7 ')).toBe('203.0.113.7')
    expect(clientAddress('203.0.113.8')).not.toBe(clientAddress('203.0.113.7'))
  })

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const one = clientAddress('2001:db8:0:0::1')
    expect(one).toBe('2001:db8:0:0::/64')
    for (const same of ['2001:db8::1', '2001:DB8:0000:0000:ffff:ffff:ffff:ffff', '2001:db8:0:0:1:2:3:4', '2001:db8::'])
      expect(clientAddress(same), same).toBe(one)
    expect(clientAddress('2001:db8:0:1::1')).not.toBe(one)
  })

  it('counts an IPv4 address mapped into IPv6 as the IPv4 one', () => {
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientAddress('::ffff:cb00:7107')).toBe('203.0.113.7')
  })

  it('counts a missing or malformed header as one client', () => {
    for (const bad of [undefined, '', 'localhost', '256.1.1.1', '1.2.3', '2001:db8::1::2', '1:2:3:4:5:6:7:8:9', '::ffff:999.0.0.1', 'fe80::1%eth0', '<script>'])
      expect(clientAddress(bad), String(bad)).toBe('unknown')
  })
})
