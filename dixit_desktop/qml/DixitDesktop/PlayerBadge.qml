import QtQuick

// A player's rabbit and name; the status dot says publicly who still has to act.
Row {
    id: badge
    required property string name
    required property string colour
    required property string symbol
    property string status: ""
    property bool highlight: false
    property int size: Theme.px(44)
    spacing: Theme.px(6)
    Accessible.role: Accessible.StaticText
    Accessible.name: status === "waiting" ? qsTr("%1, still choosing").arg(name)
                    : status === "done" ? qsTr("%1, ready").arg(name) : name

    Rabbit {
        colour: badge.colour
        symbol: badge.symbol
        name: badge.name
        width: badge.size
        anchors.verticalCenter: parent.verticalCenter
    }
    Column {
        anchors.verticalCenter: parent.verticalCenter
        Text {
            text: badge.name
            color: badge.highlight ? Theme.gold : Theme.paper
            font.family: Theme.titleFont
            font.pixelSize: Theme.fontBody
        }
        Text {
            visible: badge.status !== ""
            text: badge.status === "waiting" ? qsTr("choosing…") : qsTr("ready ✓")
            color: badge.status === "waiting" ? Theme.moonlight : Theme.good
            font.family: Theme.textFont
            font.pixelSize: Theme.fontSmall
        }
    }
}
