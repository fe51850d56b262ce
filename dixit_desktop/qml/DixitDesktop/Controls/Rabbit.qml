import QtQuick

// A player's rabbit: their colour and their symbol, drawn at the shown size.
// Set its size with width (or implicitWidth inside layouts); it stays square. The numbers below
// are the drawing's proportions (an ear at a fraction of the width), not Theme sizes.
Item {
    id: rabbit
    required property string colour
    required property string symbol
    property string name: ""

    implicitWidth: Theme.rabbitDefault
    implicitHeight: width
    height: width
    Accessible.role: Accessible.Graphic
    Accessible.name: name ? qsTr("%1's rabbit").arg(name) : qsTr("Rabbit")

    Image {
        anchors.fill: parent
        readonly property int edge: Math.max(32, Math.round(rabbit.width * 1.5 / 16) * 16)
        sourceSize.width: edge
        sourceSize.height: edge
        source: rabbit.colour ? "image://rabbit/" + rabbit.colour.substring(1) + "/" + rabbit.symbol : ""
        smooth: true
    }
}
